package dev.keyway.sample.demo;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicLong;

/** A clock for seeding: each reading is one second after the previous one, so seeded items never share a time. */
final class TickingClock extends Clock {

    private final Instant start;
    private final AtomicLong ticks = new AtomicLong();

    TickingClock(Instant start) {
        this.start = start;
    }

    @Override
    public Instant instant() {
        return start.plus(Duration.ofSeconds(ticks.getAndIncrement()));
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("UTC only");
    }
}
