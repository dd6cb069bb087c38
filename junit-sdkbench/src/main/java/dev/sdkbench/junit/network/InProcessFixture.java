package dev.sdkbench.junit.network;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import dev.sdkbench.fixture.FixtureOptions;
import dev.sdkbench.fixture.FixtureServer;
import dev.sdkbench.fixture.Phase;
import dev.sdkbench.fixture.Recording;
import dev.sdkbench.fixture.Warmup;
import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.fixture.counters.StepWindow;
import dev.sdkbench.junit.launch.Taskset;

/** The fixture as part of the test JVM, its I/O thread pinned to the worker's fixture CPU. */
final class InProcessFixture implements WorkerFixture {

    private final FixtureServer server;
    private final List<String> enter;
    private final FixtureTicks ticks;

    private InProcessFixture(FixtureServer server, List<String> enter, FixtureTicks ticks) {
        this.server = server;
        this.enter = enter;
        this.ticks = ticks;
    }

    /** @param ownPids the words that give each fork a pid namespace of its own, or none */
    static InProcessFixture start(List<String> startOptions, String threadName, Path taskset, Integer fixtureCpu,
                                  List<String> ownPids) throws IOException, InterruptedException {
        FixtureServer server = FixtureOptions.builder(startOptions).threadName(threadName).start();
        try {
            FixtureTicks ticks = FixtureTicks.unpinned();
            if (taskset != null && fixtureCpu != null) {
                Path self = Path.of("/proc/self");
                // Only the I/O thread: the rest of this JVM is the harness, whose share a fork's figure does not hold.
                ticks = FixtureTicks.pinned(self, Taskset.pinThreads(taskset, self, server.threadName(), fixtureCpu), fixtureCpu,
                        false);
            }
            return new InProcessFixture(server, List.copyOf(ownPids), ticks);
        } catch (IOException | InterruptedException | RuntimeException e) {
            server.close();
            throw e;
        }
    }

    @Override
    public String baseUrl() {
        return server.baseUrl();
    }

    @Override
    public Recording recording() {
        return server.recording();
    }

    @Override
    public Warmup.Result warm(int mostRequests) {
        return Warmup.run(server, mostRequests);
    }

    @Override
    public void startPhase(Phase phase) {
        server.phase(phase);
        server.reset();
    }

    @Override
    public CountersSnapshot counters() {
        return server.counters();
    }

    @Override
    public StepWindow stepWindow() {
        return server.stepWindow();
    }

    @Override
    public List<String> enter() {
        return enter;
    }

    @Override
    public String namespace() {
        return null;
    }

    @Override
    public long ticksOn(int cpu) {
        return ticks.on(cpu);
    }

    @Override
    public void close() {
        server.close();
    }
}
