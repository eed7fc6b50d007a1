package dev.keyway.sample.web;

import java.util.List;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import tools.jackson.databind.json.JsonMapper;

/** The API's argument types ({@link JsonBody}, {@code PageRequest}) and Tomcat's JSON answers to malformed requests. */
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
}
