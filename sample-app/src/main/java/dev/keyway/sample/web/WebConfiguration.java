package dev.keyway.sample.web;

import java.util.List;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import tools.jackson.databind.json.JsonMapper;

/**
 * The API's argument types ({@link JsonBody}, {@code PageRequest}), Tomcat's JSON answers to malformed
 * requests, and the early 413 to a client that asks before sending a body over the limit.
 */
@Configuration(proxyBeanMethods = false)
class WebConfiguration implements WebMvcConfigurer {

    private final JsonMapper mapper;

    WebConfiguration(JsonMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(new JsonBodyResolver(mapper));
        resolvers.add(new PageRequestResolver());
    }

    /** Requests Tomcat refuses before they reach Spring (a malformed URI) are answered in JSON too. */
    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> jsonErrorReports() {
        return factory -> factory.addContextCustomizers(context -> JsonErrorReportValve.install(context.getParent()));
    }

    /**
     * Tomcat answers {@code Expect: 100-continue} when the body is first read rather than at once, so
     * that a body over the limit is refused (413, {@link ExpectContinueValve}) before the client sends
     * it, and a request whose body nobody reads is not asked for it.
     */
    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> continueOnRead() {
        return factory -> {
            factory.addConnectorCustomizers(connector -> {
                if (!connector.setProperty("continueResponseTiming", "onRead")) {
                    throw new IllegalStateException("Tomcat's connector has no continueResponseTiming");
                }
            });
            factory.addContextValves(new ExpectContinueValve());
        };
    }
}
