package dev.keyway.it.async;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;

/** Plain Reactive Streams subscribers for the tests: no Reactor needed to read a publisher. */
final class Subscribers {

    private Subscribers() {
    }

    /** Everything the publisher publishes, requested {@code batch} at a time. */
    static <T> CompletableFuture<List<T>> collect(Publisher<T> publisher, int batch) {
        CompletableFuture<List<T>> all = new CompletableFuture<>();
        publisher.subscribe(new Subscriber<T>() {
            private final List<T> received = new ArrayList<>();
            private Subscription subscription;
            private int outstanding;

            @Override
            public void onSubscribe(Subscription s) {
                subscription = s;
                outstanding = batch;
                s.request(batch);
            }

            @Override
            public void onNext(T item) {
                received.add(item);
                if (--outstanding == 0) {
                    outstanding = batch;
                    subscription.request(batch);
                }
            }

            @Override
            public void onError(Throwable error) {
                all.completeExceptionally(error);
            }

            @Override
            public void onComplete() {
                all.complete(List.copyOf(received));
            }
        });
        return all;
    }

    /** A subscriber that requests only when the test says so, and records what it was sent. */
    static final class Manual<T> implements Subscriber<T> {
        final List<T> received = new java.util.concurrent.CopyOnWriteArrayList<>();
        volatile Subscription subscription;
        volatile Throwable error;
        volatile boolean completed;

        @Override
        public void onSubscribe(Subscription s) {
            subscription = s;
        }

        @Override
        public void onNext(T item) {
            received.add(item);
        }

        @Override
        public void onError(Throwable failure) {
            error = failure;
        }

        @Override
        public void onComplete() {
            completed = true;
        }
    }
}
