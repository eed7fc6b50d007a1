package dev.keyway.runtime.internal.async;

import dev.keyway.runtime.Page;
import dev.keyway.runtime.internal.request.AsyncRequests;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;

/**
 * A Reactive Streams {@link Publisher} of a paged read's pages or items, modelled on the SDK's
 * {@code QueryPublisher}: each subscription starts at the first page (or the cursor given) and
 * requests the next page only when its subscriber's demand needs one, one request at a time;
 * {@link Subscription#cancel()} stops it (a page in flight is dropped). Signals are serialized by
 * a drain loop, so a page that completes on the subscribing thread neither recurses nor blocks.
 *
 * @param <E> what is published: pages, or their items
 * @param <C> where a read starts: a cursor, a scan's segment and start key
 */
public final class PagedPublisher<E, C> implements Publisher<E> {

    /**
     * What one read gave: the elements to publish, and where the next read starts.
     *
     * @param next the next read's start; ignored when {@code last}
     */
    public record Step<E, C>(List<E> elements, C next, boolean last) {
    }

    private final Function<C, CompletableFuture<Step<E, C>>> reads;
    private final C start;

    /**
     * @param reads one read (one request, or a page's few) from a start
     * @param start the first read's start
     */
    public PagedPublisher(Function<C, CompletableFuture<Step<E, C>>> reads, C start) {
        this.reads = Objects.requireNonNull(reads, "reads");
        this.start = start;
    }

    /** The pages, from the one after {@code cursor} ({@code null}: the first). */
    public static <P> Publisher<Page<P>> pages(Function<String, CompletableFuture<Page<P>>> pages, String cursor) {
        return new PagedPublisher<Page<P>, String>(after -> Futures.map(pages.apply(after),
                page -> new Step<>(List.of(page), page.cursor().orElse(null), page.cursor().isEmpty())), cursor);
    }

    /** The pages' items, from the page after {@code cursor} ({@code null}: the first). */
    public static <P> Publisher<P> items(Function<String, CompletableFuture<Page<P>>> pages, String cursor) {
        return new PagedPublisher<P, String>(after -> Futures.map(pages.apply(after),
                page -> new Step<>(page.items(), page.cursor().orElse(null), page.cursor().isEmpty())), cursor);
    }

    @Override
    public void subscribe(Subscriber<? super E> subscriber) {
        Objects.requireNonNull(subscriber, "subscriber"); // rule 1.9
        PagedSubscription subscription = new PagedSubscription(subscriber);
        subscriber.onSubscribe(subscription);
    }

    private final class PagedSubscription implements Subscription {

        private final Subscriber<? super E> subscriber;
        private final AtomicLong demand = new AtomicLong();
        private final AtomicInteger work = new AtomicInteger();
        private final ArrayDeque<E> ready = new ArrayDeque<>();
        private C next = start;
        private boolean fetching;
        private boolean lastPageRead;
        private boolean terminated;
        private volatile boolean cancelled;
        private volatile Throwable failure;
        private volatile Step<E, C> arrived;

        PagedSubscription(Subscriber<? super E> subscriber) {
            this.subscriber = subscriber;
        }

        @Override
        public void request(long n) {
            if (n <= 0) { // rule 3.9
                failure = new IllegalArgumentException("§3.9: request must be positive, was " + n);
            } else {
                demand.getAndAccumulate(n, (current, added) -> current + added < 0 ? Long.MAX_VALUE : current + added);
            }
            drain();
        }

        @Override
        public void cancel() {
            cancelled = true;
        }

        /** Emits what is ready and wanted, and fetches the next page when demand needs one; serialized. */
        private void drain() {
            if (work.getAndIncrement() != 0) {
                return; // the thread in the loop sees the new state
            }
            do {
                if (cancelled || terminated) {
                    continue;
                }
                Step<E, C> step = arrived;
                if (step != null) {
                    arrived = null;
                    fetching = false;
                    ready.addAll(step.elements());
                    next = step.next();
                    lastPageRead = step.last();
                }
                while (demand.get() > 0 && !ready.isEmpty() && !cancelled) {
                    demand.decrementAndGet();
                    subscriber.onNext(ready.poll());
                }
                if (cancelled) {
                    continue;
                }
                Throwable error = failure;
                if (error != null && ready.isEmpty() || error instanceof IllegalArgumentException) {
                    terminated = true;
                    subscriber.onError(error);
                } else if (lastPageRead && ready.isEmpty() && !fetching) {
                    terminated = true;
                    subscriber.onComplete();
                } else if (!fetching && !lastPageRead && ready.isEmpty() && demand.get() > 0 && error == null) {
                    fetching = true;
                    C from = next;
                    Futures.attempt(() -> reads.apply(from)).whenComplete((read, thrown) -> {
                        if (thrown != null) {
                            failure = AsyncRequests.unwrap(thrown);
                        } else {
                            arrived = read;
                        }
                        drain();
                    });
                }
            } while (work.decrementAndGet() != 0);
        }
    }
}
