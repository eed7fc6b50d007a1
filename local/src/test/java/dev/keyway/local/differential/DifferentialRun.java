package dev.keyway.local.differential;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The seeded differential run: random table designs, each with one or two random request sequences,
 * until the request budget is spent. Everything derives from one seed, so a run is repeated by its seed.
 */
final class DifferentialRun {

    /** The run's settings, from system properties. */
    record Settings(long seed, int requests, String python, boolean motoAsSubject, int maxShrinks, int shrinkSeconds,
            int indexCheckEvery, Path outputDirectory) {

        static final int DEFAULT_REQUESTS = 1200;
        static final long DEFAULT_SEED = 20261128L;

        static Settings fromSystemProperties() {
            String seed = System.getProperty("keyway.differential.seed", "");
            return new Settings(
                    seed.isBlank() ? DEFAULT_SEED : Long.parseLong(seed.trim()),
                    Integer.getInteger("keyway.differential.requests", DEFAULT_REQUESTS),
                    System.getProperty("keyway.differential.python", "python3"),
                    "moto".equals(System.getProperty("keyway.differential.subject")),
                    Integer.getInteger("keyway.differential.shrinks", 8),
                    Integer.getInteger("keyway.differential.shrinkSeconds", 30),
                    Integer.getInteger("keyway.differential.indexCheckEvery", 5),
                    Path.of(System.getProperty("keyway.differential.output", "target/differential")));
        }
    }

    /** What a run found. */
    record Result(Figures figures, List<Disagreement> disagreements, String summary) {
    }

    private DifferentialRun() {
    }

    static Result run(Settings settings) throws Exception {
        long started = System.nanoTime();
        Figures figures = new Figures();
        List<Disagreement> disagreements = new ArrayList<>();
        Files.createDirectories(settings.outputDirectory());
        try (Backend moto = Backend.moto(settings.python(), settings.outputDirectory().resolve("moto.log"));
                Backend subject = settings.motoAsSubject()
                        ? Backend.moto(settings.python(), settings.outputDirectory().resolve("moto-subject.log"))
                        : Backend.keywayLocal()) {
            SequenceRunner runner = new SequenceRunner(subject, moto, figures, disagreements, settings.maxShrinks(),
                    java.time.Duration.ofSeconds(settings.shrinkSeconds()), settings.indexCheckEvery());
            Random master = new Random(settings.seed());
            int sequence = 0;
            while (figures.requests < settings.requests()) {
                Random designRandom = new Random(master.nextLong());
                Scenario scenario = Scenario.of(new DesignGenerator(designRandom).next(), new Values(designRandom));
                figures.designs++;
                int sequences = 1 + master.nextInt(2);
                for (int s = 0; s < sequences && figures.requests < settings.requests(); s++) {
                    long seed = master.nextLong();
                    int length = Math.min(30 + master.nextInt(91), settings.requests() - figures.requests);
                    runner.run(sequence++, scenario, seed, length);
                }
            }
            long millis = (System.nanoTime() - started) / 1_000_000;
            String summary = figures.summary(settings.seed(), subject.name(), moto.name(), millis);
            write(settings.outputDirectory().resolve("report.txt"), summary + figures.features() + "\n" + describe(disagreements));
            return new Result(figures, disagreements, summary);
        }
    }

    static String describe(List<Disagreement> disagreements) {
        StringBuilder out = new StringBuilder();
        disagreements.forEach(disagreement -> out.append(disagreement.describe()).append('\n'));
        return out.toString();
    }

    private static void write(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
