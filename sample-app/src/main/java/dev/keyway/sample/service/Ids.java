package dev.keyway.sample.service;

import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/** Makes ids: {@code org_k3j9x2mq7d} at random, or {@code org-1}, {@code org-2} for the demo's readable output. */
public interface Ids {

    /** A new id starting with {@code prefix}. */
    String next(String prefix);

    /** Random ids: the prefix, {@code _} and ten base-32 characters. */
    static Ids random() {
        SecureRandom random = new SecureRandom();
        String alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
        return prefix -> {
            StringBuilder id = new StringBuilder(prefix).append('_');
            for (int i = 0; i < 10; i++) {
                id.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            return id.toString();
        };
    }

    /** Sequential ids per prefix: {@code org-1}, {@code org-2}, {@code usr-1}. */
    static Ids sequential() {
        Map<String, AtomicLong> counters = new ConcurrentHashMap<>();
        return prefix -> prefix + "-" + counters.computeIfAbsent(prefix, p -> new AtomicLong()).incrementAndGet();
    }
}
