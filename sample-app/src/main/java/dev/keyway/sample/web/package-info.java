/**
 * The HTTP JSON API on Spring MVC: one controller per aggregate, the request types
 * ({@link dev.keyway.sample.web.JsonBody}, pages) and every error as problem JSON ({@link dev.keyway.sample.web.ApiErrors}).
 */
package dev.keyway.sample.web;
