package dev.keyway.sample.web;

import jakarta.servlet.ServletException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;
import org.apache.coyote.ActionCode;

/**
 * What the app answers a client that sends {@code Expect: 100-continue} and waits for
 * {@code 100 Continue} before its body. Tomcat sends the 100 only when the body is first read
 * ({@code continueResponseTiming=onRead}, {@link WebConfiguration}), and RFC 9110, section 10.1.1,
 * lets a server answer such a request with a final status at once; the client then does not send
 * the body. So:
 * <ul>
 *   <li>a declared body over {@link JsonBodyResolver#MAX_BODY} bytes is refused before anything reads
 *       it: 413 in the API's problem shape, no 100, and the connection closed after the answer, so that
 *       a client that sends the body anyway does not have it read as its next request. This valve runs
 *       before every filter and servlet, for every path: no endpoint reads a body over the limit;</li>
 *   <li>a request answered without its body ever being read (a {@code GET} or {@code DELETE} that
 *       came with one) closes its connection after the answer. Tomcat would otherwise keep the
 *       connection and take the body the client never sent from the start of its next request.</li>
 * </ul>
 *
 * <p>The JDK's {@code HttpClient} before 17.0.17 (and 18, 19) waits for ever for the body of a final
 * answer to a request that expected 100: it reads that body twice (JDK-8286171, fixed in 20 and
 * backported to 17.0.17). To that client, named by its default {@code User-Agent}, a body over the
 * limit goes on as if it had not asked: {@link JsonBodyResolver} reads and drops it before its 413.
 */
final class ExpectContinueValve extends ValveBase {

    ExpectContinueValve() {
        super(true);
    }

    @Override
    public void invoke(Request request, Response response) throws IOException, ServletException {
        if (!request.getCoyoteRequest().hasExpectation()) {
            getNext().invoke(request, response);
            return;
        }
        if (request.getContentLengthLong() > JsonBodyResolver.MAX_BODY
                && !waitsForeverOnAnEarlyAnswer(request.getHeader("User-Agent"))) {
            ApiError tooLarge = new ApiError(413, "payload_too_large", JsonBodyResolver.TOO_LARGE);
            byte[] body = JsonErrorReportValve.json(tooLarge, request.getRequestURI()).getBytes(StandardCharsets.UTF_8);
            response.setStatus(tooLarge.status());
            response.setHeader("Connection", "close");
            response.setContentType("application/problem+json");
            response.setContentLength(body.length);
            response.getOutputStream().write(body);
            return;
        }
        getNext().invoke(request, response);
        if (!request.isAsyncStarted()) {
            AtomicBoolean fullyRead = new AtomicBoolean(true);
            request.getCoyoteRequest().action(ActionCode.REQUEST_BODY_FULLY_READ, fullyRead);
            if (!fullyRead.get()) {
                // The answer goes out as it is (marking the connection for closing before it is
                // committed would make it a 500), then no swallowing of a body the client may never send.
                if (!response.isCommitted()) {
                    response.setHeader("Connection", "close");
                }
                response.flushBuffer();
                request.getCoyoteRequest().action(ActionCode.DISABLE_SWALLOW_INPUT, null);
            }
        }
    }

    /**
     * Whether this {@code User-Agent} is the JDK's {@code HttpClient} of a version that hangs when a
     * request expecting 100 gets a final answer instead (JDK-8286171).
     */
    static boolean waitsForeverOnAnEarlyAnswer(String userAgent) {
        String prefix = "Java-http-client/";
        if (userAgent == null || !userAgent.startsWith(prefix)) {
            return false;
        }
        try {
            Runtime.Version version = Runtime.Version.parse(userAgent.substring(prefix.length()).trim());
            return version.feature() < 17 || version.feature() == 17 && version.update() < 17
                    || version.feature() == 18 || version.feature() == 19;
        } catch (IllegalArgumentException unparsable) {
            return false;
        }
    }
}
