package dev.keyway.local.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The seeded differential run of Keyway Local against moto (Maven profile {@code differential}). Size and
 * seed: {@code -Dkeyway.differential.requests=20000 -Dkeyway.differential.seed=42}; moto against itself, to
 * check the harness: {@code -Dkeyway.differential.subject=moto}. The report, with every disagreement and its
 * reproduction, is written to {@code target/differential/report.txt}.
 */
class DifferentialTest {

    @Test
    @DisplayName("Keyway Local answers seeded random valid request sequences as moto does, but for documented moto deviations")
    void keywayLocalAgreesWithMoto() throws Exception {
        DifferentialRun.Settings settings = DifferentialRun.Settings.fromSystemProperties();
        DifferentialRun.Result result = DifferentialRun.run(settings);
        System.out.println(result.summary());
        assertTrue(result.figures().requests >= settings.requests(), "the run sent fewer requests than asked");
        String firstFew = DifferentialRun.describe(result.disagreements().subList(0, Math.min(5, result.disagreements().size())));
        assertEquals(0, result.figures().unexplainedTotal(),
                () -> "unexplained disagreements (all of them in " + settings.outputDirectory().resolve("report.txt") + "):\n"
                        + result.summary() + "\n" + firstFew);
    }
}
