package dev.sdkbench.junit.network;

import java.io.IOException;
import java.util.List;

import dev.sdkbench.fixture.Phase;
import dev.sdkbench.fixture.Recording;
import dev.sdkbench.fixture.Warmup;
import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.fixture.counters.StepWindow;

/**
 * The fixture one worker's forks talk to, wherever it runs: in the test JVM, or in a process of
 * its own inside a network namespace that holds only loopback. Both are given the same typed
 * {@link Phase}, so a case asks the same of either; only the namespaced one turns it into words.
 */
public interface WorkerFixture extends AutoCloseable {

    /** {@code http://127.0.0.1:<port>} as a fork sees it. */
    String baseUrl();

    /** The recording the fixture answers with. */
    Recording recording();

    /**
     * Sends the fixture requests of every dialect until its JIT is quiet or {@code mostRequests}
     * are sent, so its code is compiled, then starts a new phase.
     */
    Warmup.Result warm(int mostRequests) throws IOException;

    /** Puts the phase in force and starts a new phase (counters from zero). */
    void startPhase(Phase phase) throws IOException;

    /** The counters of the current phase. */
    CountersSnapshot counters() throws IOException;

    /** What the fixture saw since the last call (or the phase's start), and a new window from now: one load step's. */
    StepWindow stepWindow() throws IOException;

    /**
     * The command words that put a fork into the fixture's network (none when forks use the host's),
     * then into a pid namespace of its own where the machine allows one.
     */
    List<String> enter();

    /**
     * The network namespace a fork must find itself in ({@code net:[<inode>]}), or {@code null}
     * when forks use the host's network.
     */
    String namespace();

    /**
     * The fixture's CPU time so far on {@code cpu}, in USER_HZ ticks: its threads pinned to that CPU,
     * or its whole JVM when the JVM runs there alone; 0 when nothing of it is pinned there.
     */
    long ticksOn(int cpu);

    @Override
    void close() throws IOException;
}
