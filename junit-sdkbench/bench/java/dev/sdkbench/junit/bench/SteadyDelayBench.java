package dev.sdkbench.junit.bench;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Fixture;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/**
 * Calibration of the steady figure: one socket client with and without a 1 ms fixture delay,
 * their steady forks shuffled together in one class run. The steady figure must rise by the delay
 * and nothing else (1 ms ± 3%). The early figure is not judged: in the first 220 calls a delay
 * moves the JIT's share of the CPU, so it does not add there.
 * {@code mvn -f junit-sdkbench/pom.xml -Pengine-bench test -Dtest=SteadyDelayBench -Dsdkbench.machineProbe=true}.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 1)
@Steady(forks = 3)
public class SteadyDelayBench {

    @ClientCase
    void immediate(SdkCase sdk) throws Exception {
        try (SocketChatClient client = new SocketChatClient(sdk)) {
            sdk.measure(client::chat);
        }
    }

    @ClientCase
    @Fixture(delayMicros = 1000)
    void delayed(SdkCase sdk) throws Exception {
        try (SocketChatClient client = new SocketChatClient(sdk)) {
            sdk.measure(client::chat);
        }
    }
}
