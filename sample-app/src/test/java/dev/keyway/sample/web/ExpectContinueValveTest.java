package dev.keyway.sample.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which clients get the early 413 (most) and which go on as if they had not asked (JDK-8286171). */
class ExpectContinueValveTest {

    @Test
    void theJdkHttpClientsThatHangOnAnEarlyAnswerAreRecognised() {
        for (String hangs : new String[] {"Java-http-client/11.0.25", "Java-http-client/17", "Java-http-client/17.0.15",
                "Java-http-client/17.0.16", "Java-http-client/18.0.2", "Java-http-client/19.0.1"}) {
            assertTrue(ExpectContinueValve.waitsForeverOnAnEarlyAnswer(hangs), hangs);
        }
        for (String answered : new String[] {"Java-http-client/17.0.17", "Java-http-client/17.0.18", "Java-http-client/20",
                "Java-http-client/21.0.9", "Java-http-client/25", "curl/7.88.1", "Java-http-client/next", "", null}) {
            assertFalse(ExpectContinueValve.waitsForeverOnAnEarlyAnswer(answered), answered);
        }
    }
}
