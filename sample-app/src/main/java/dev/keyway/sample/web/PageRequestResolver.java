package dev.keyway.sample.web;

import dev.keyway.sample.service.PageRequest;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;

/** The page a list endpoint is asked for: {@code ?limit=} (1 to 100, default 20) and {@code ?cursor=}. */
public final class PageRequestResolver implements HandlerMethodArgumentResolver {

    @Override
    public boolean supportsParameter(MethodParameter parameter) {
        return parameter.getParameterType() == PageRequest.class;
    }

    @Override
    public PageRequest resolveArgument(MethodParameter parameter, ModelAndViewContainer container, NativeWebRequest request,
                                       WebDataBinderFactory binders) {
        String limit = request.getParameter("limit");
        int size = PageRequest.DEFAULT_LIMIT;
        if (limit != null) {
            try {
                size = Integer.parseInt(limit);
            } catch (NumberFormatException e) {
                throw JsonBody.invalid("limit", "must be a whole number");
            }
        }
        return new PageRequest(size, request.getParameter("cursor"));
    }
}
