package dev.keyway.local.differential;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * moto's DynamoDB server, started as a Python process on a free loopback port and stopped on close.
 *
 * <p>The run fails, never skips, when Python or moto is missing: a differential run that silently did
 * nothing would read as a pass.
 */
final class MotoServer implements AutoCloseable {

    /** The moto version the known deviations were decided against. */
    static final String EXPECTED_VERSION = "5.2.1";

    static final String INSTALL_HINT = "the differential run needs Python 3 with moto " + EXPECTED_VERSION
            + " and its server extra (for example: python3 -m pip install 'moto[server]==" + EXPECTED_VERSION + "')";

    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);

    private final Process process;
    private final URI endpoint;
    private final String version;
    private final Thread shutdownHook;
    private final Path log;
    private long logOffset;
    private final StringBuilder unread = new StringBuilder();

    private MotoServer(Process process, URI endpoint, String version, Path log) {
        this.process = process;
        this.endpoint = endpoint;
        this.version = version;
        this.log = log;
        this.shutdownHook = new Thread(process::destroyForcibly, "moto-server-stop");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /**
     * Starts moto with the given Python executable.
     *
     * @param python the Python executable, normally {@code python3}
     * @param log where moto's own output goes (one line per request)
     * @return the running server
     * @throws IllegalStateException if Python or moto is missing or the server does not come up
     */
    static MotoServer start(String python, Path log) {
        String version = installedVersion(python);
        int port = freePort();
        try {
            Files.createDirectories(log.toAbsolutePath().getParent());
            Process process = new ProcessBuilder(python, "-m", "moto.server", "-H", "127.0.0.1", "-p", String.valueOf(port))
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            MotoServer server = new MotoServer(process, URI.create("http://127.0.0.1:" + port), version, log);
            server.awaitListening(port, log);
            return server;
        } catch (IOException e) {
            throw new IllegalStateException("could not start moto's server: " + e.getMessage() + "; " + INSTALL_HINT, e);
        }
    }

    /** The version of moto the Python executable imports, or a failure that says what to install. */
    static String installedVersion(String python) {
        Process probe;
        try {
            probe = new ProcessBuilder(python, "-c",
                    "import moto, moto.server, werkzeug, boto3; print(moto.__version__)")
                    .redirectErrorStream(true)
                    .start();
        } catch (IOException e) {
            throw new IllegalStateException("'" + python + "' cannot be run (" + e.getMessage() + "): " + INSTALL_HINT, e);
        }
        try {
            String output = new String(probe.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!probe.waitFor(60, TimeUnit.SECONDS) || probe.exitValue() != 0) {
                throw new IllegalStateException("'" + python + "' cannot import moto's server (" + lastLine(output) + "): "
                        + INSTALL_HINT);
            }
            return lastLine(output);
        } catch (IOException e) {
            throw new IllegalStateException("could not read '" + python + "': " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while probing moto", e);
        } finally {
            probe.destroyForcibly();
        }
    }

    URI endpoint() {
        return endpoint;
    }

    String version() {
        return version;
    }

    /**
     * The Python exception behind the HTTP 500 moto just answered, read from its log, such as
     * {@code TypeError: '<' not supported between instances of 'set' and 'decimal.Decimal'}. Its server logs
     * the request line ({@code "POST / HTTP/1.1" 500 -}) and then the traceback, around the time it answers:
     * this waits briefly for the exception line that follows the last such request line.
     *
     * @return the exception line, or {@code "unknown"}
     */
    synchronized String lastCrash() {
        long deadline = System.nanoTime() + 1_000_000_000L;
        while (true) {
            readLog();
            int request = unread.lastIndexOf("\" 500 -");
            if (request >= 0) {
                for (String line : unread.substring(request).split("\\R")) {
                    if (line.matches("^[A-Za-z_.]*(Error|Exception)\\b.*") && !line.startsWith("Error on request")) {
                        unread.setLength(0);
                        return line;
                    }
                }
            }
            if (System.nanoTime() > deadline) {
                unread.setLength(0);
                return "unknown";
            }
            sleep(20);
        }
    }

    private void readLog() {
        try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(log.toFile(), "r")) {
            if (file.length() > logOffset) {
                file.seek(logOffset);
                byte[] bytes = new byte[(int) (file.length() - logOffset)];
                file.readFully(bytes);
                logOffset = file.length();
                unread.append(new String(bytes, StandardCharsets.UTF_8));
                if (unread.length() > 1_000_000) {
                    unread.delete(0, unread.length() - 100_000);
                }
            }
        } catch (IOException e) {
            // the log is only read to explain a failure: without it the failure stays unexplained
        }
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs anyway
        }
    }

    private void awaitListening(int port, Path log) {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("moto's server exited with " + process.exitValue() + " before listening ("
                        + tail(log) + "); " + INSTALL_HINT);
            }
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
                return;
            } catch (IOException notYet) {
                sleep(100);
            }
        }
        close();
        throw new IllegalStateException("moto's server did not listen on port " + port + " within " + START_TIMEOUT);
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException("no free loopback port", e);
        }
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join(" | ", lines.subList(Math.max(0, lines.size() - 5), lines.size()));
        } catch (IOException e) {
            return "no log";
        }
    }

    private static String lastLine(String output) {
        String[] lines = output.split("\\R");
        return lines.length == 0 ? "" : lines[lines.length - 1];
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for moto", e);
        }
    }
}
