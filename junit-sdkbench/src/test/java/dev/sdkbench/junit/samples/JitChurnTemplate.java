package dev.sdkbench.junit.samples;

/** The class {@link SteadyClients#keepsCompiling} defines again and again as a hidden class, each a new method for the JIT. */
final class JitChurnTemplate {

    private JitChurnTemplate() {
    }

    static long spin(long seed) {
        long x = seed;
        for (int i = 0; i < 64; i++) {
            x = x * 31 + i;
        }
        return x;
    }
}
