package dev.keyway.sample.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Refuses a request that asks for {@code 100 Continue} and declares a body over
 * {@link JsonBodyResolver#MAX_BODY} bytes before anything reads it: 413 in the API's problem shape,
 * no {@code 100 Continue} (Tomcat sends it only when the body is first read, see
 * {@link WebConfiguration}), and the connection closed after the answer, so that a client that sends
 * the body anyway does not have it read as its next request. RFC 9110, section 10.1.1: a server may
 * answer such a request with a final status at once, and the client then does not send the body.
 * Runs first, for every path: no endpoint reads a body over the limit.
 *
 * <p>The JDK's {@code HttpClient} before 17.0.17 (and 18, 19) waits forever for the body of a final
 * answer to a request that expected 100 (JDK-8286171, fixed in 20 and backported to 17.0.17): to
 * that client, named by its default {@code User-Agent}, the request goes on as if it had not asked,
 * and {@link JsonBodyResolver} reads and drops the body before its 413.
 */
final class ExpectContinueLimitFilter extends HttpFilter {

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (request.getContentLengthLong() > JsonBodyResolver.MAX_BODY && expectsContinue(request)
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
        chain.doFilter(request, response);
    }

    private static boolean expectsContinue(HttpServletRequest request) {
        String expect = request.getHeader("Expect");
        return expect != null && expect.trim().equalsIgnoreCase("100-continue");
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
