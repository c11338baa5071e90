package io.serbench.codec;

import io.serbench.model.Case;

/**
 * How one library is shared by the request threads of a service, in the way its own
 * documentation allows: the contract of the service-conditions benchmarks (docs/SERVICE-CONDITIONS.md).
 * Each library's declaration states its setup and the reason ({@link Library#threadSafety()}).
 *
 * <p>The single-thread codecs of the matrix reuse buffers, streams and encoders between ops,
 * which is what each library advises for one thread. A service cannot share those: the setup
 * here is what it does instead, and whatever that costs per op (a thread-local lookup, a pool
 * borrow and return) is part of what the thread benchmarks measure.
 *
 * @param sharing       which of the three ways
 * @param reason        why, from the library's documentation: one or two sentences, read by reports and docs
 * @param threadSafe    for {@link Sharing#POOL} only: builds the codec over the library's pool or
 *                      thread-safe wrapper; null otherwise
 */
public record ThreadSafety(Sharing sharing, String reason, CodecFactory threadSafe) {

    /** The three ways a library's objects are shared across threads. */
    public enum Sharing {
        /** One codec for every thread: the library documents the objects it holds as thread-safe. */
        SHARED("one instance, shared"),
        /**
         * One codec per thread, found in a thread-local on every op: the objects the library
         * shares are still shared (held in static fields of the codec), the ones it documents or
         * leaves as single-threaded (buffers, streams, encoders) belong to one thread.
         */
        PER_THREAD("one per thread (thread-local)"),
        /** The library's own pool or thread-safe wrapper, borrowed and returned on every op. */
        POOL("the library's pool or thread-safe wrapper");

        /** Short label for tables. */
        public final String label;

        Sharing(String label) {
            this.label = label;
        }
    }

    public ThreadSafety {
        if (reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("a thread-safe setup needs its reason");
        }
        if ((sharing == Sharing.POOL) != (threadSafe != null)) {
            throw new IllegalArgumentException("a factory is given exactly for Sharing.POOL");
        }
    }

    public static ThreadSafety shared(String reason) {
        return new ThreadSafety(Sharing.SHARED, reason, null);
    }

    public static ThreadSafety perThread(String reason) {
        return new ThreadSafety(Sharing.PER_THREAD, reason, null);
    }

    public static ThreadSafety pool(String reason, CodecFactory threadSafe) {
        return new ThreadSafety(Sharing.POOL, reason, threadSafe);
    }

    /**
     * A codec of {@code library} for {@code c} that any number of threads may call at once.
     * Fails like {@link Library#codec} when the library does not run the case.
     */
    public Codec codec(Library library, Case c) {
        Codec first = library.codec(c); // checks support, and fails early with the library's id
        return switch (sharing) {
            case SHARED -> first;
            case PER_THREAD -> new PerThreadCodec(first, () -> library.codec(c));
            case POOL -> {
                try {
                    yield threadSafe.create(c);
                } catch (Exception e) {
                    throw new IllegalStateException(library.id() + " · " + c + ": cannot build its thread-safe codec: " + e, e);
                }
            }
        };
    }
}
