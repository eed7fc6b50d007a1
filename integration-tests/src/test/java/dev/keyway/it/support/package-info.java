/** What the integration tests share: the shop fixture and a client that counts requests. */
package dev.keyway.it.support;
