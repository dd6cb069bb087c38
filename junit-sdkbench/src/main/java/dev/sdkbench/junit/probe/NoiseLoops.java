package dev.sdkbench.junit.probe;

/**
 * The two CPU-bound kernels of the probe, in small chunks: a chunk is one method call, so a short
 * warmup calls each often enough for the JIT to compile it whole (not only on-stack replacement of
 * one long loop), and the timed rounds run the same compiled code as the warmup's last calls.
 * Results go to a sink the JIT cannot see through, so neither loop is removed.
 */
public final class NoiseLoops {

    /** Multiply steps per {@link #multiply} call: about 10 µs on a 3 GHz core. */
    public static final int MULTIPLY_CHUNK = 10_000;

    /** Walk steps per {@link #walk} call: 50–150 µs where every step misses the caches. */
    public static final int WALK_CHUNK = 500;

    /** java.util.Random's multiplier, ≡ 1 mod 4, and an odd increment: a full period for any power-of-two modulus. */
    private static final long LCG_MULTIPLIER = 0x5DEECE66DL;
    private static final long LCG_INCREMENT = 0xBL;

    private static volatile long sink;

    private NoiseLoops() {
    }

    /**
     * {@code chunks} × {@link #MULTIPLY_CHUNK} steps of a dependent xor-multiply (FNV-1a's), all in
     * registers: no load, no store, no system call. Its time moves only with the core's clock and
     * with whoever shares the core (steal, an SMT sibling on the host).
     */
    public static void multiply(int chunks) {
        long hash = 0xcbf29ce484222325L;
        for (int c = 0; c < chunks; c++) {
            hash = multiplyChunk(hash);
        }
        sink += hash;
    }

    private static long multiplyChunk(long hash) {
        for (int i = 0; i < MULTIPLY_CHUNK; i++) {
            hash ^= i;
            hash *= 0x100000001b3L;
        }
        return hash;
    }

    /**
     * One cycle through all {@code size} slots (a power of two) in a scattered order: slot {@code x}
     * holds {@code (a·x + c) mod size}, a full-period linear congruential step (a ≡ 1 mod 4, c odd),
     * so following {@code next[i]} from any slot visits every slot once before it returns. The order
     * jumps across the whole array, which no prefetcher follows, and each step's address is the
     * value of the previous load. Built in one sequential pass (a shuffle of 16 MiB would take a
     * cache miss per slot, ~0.4 s here); one array, so 16 MiB of walk fits a 64 MiB heap.
     */
    public static int[] scatteredCycle(int size) {
        if (size <= 0 || Integer.bitCount(size) != 1) {
            throw new IllegalArgumentException("the cycle's size must be a power of two, was " + size);
        }
        int[] next = new int[size];
        int mask = size - 1;
        for (int x = 0; x < size; x++) {
            next[x] = (int) ((LCG_MULTIPLIER * x + LCG_INCREMENT) & mask);
        }
        return next;
    }

    /**
     * Follows {@code chunks} × {@link #WALK_CHUNK} steps of {@code next} from slot {@code from}; each
     * load's address is the previous load's value, so the walk waits for memory at every step once
     * the array is larger than the caches.
     *
     * @return where the walk stopped, to go on from there next time
     */
    public static int walk(int[] next, int from, int chunks) {
        int at = from;
        for (int c = 0; c < chunks; c++) {
            at = walkChunk(next, at);
        }
        sink += at;
        return at;
    }

    private static int walkChunk(int[] next, int at) {
        for (int i = 0; i < WALK_CHUNK; i++) {
            at = next[at];
        }
        return at;
    }
}
