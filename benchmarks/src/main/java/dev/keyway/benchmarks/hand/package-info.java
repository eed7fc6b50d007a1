/** Hand-written marshalling and requests on the low-level client: the limit Keyway is measured against. */
package dev.keyway.benchmarks.hand;
