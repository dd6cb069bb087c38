package dev.sdkbench.junit.bench;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.junit.samples.BusyWait;
import dev.sdkbench.junit.samples.JdkChatClient;

/**
 * The pools the gate's error rates are resampled from ({@code bench/gate-error-rates.sh}): the JDK
 * client as the control, once more unchanged (A/A), and with calibrated slowdowns (A/B), all in one
 * class run, so every case's forks run in the same lockstep rounds as the control's. A slowdown is a
 * busy wait: per call, a share of {@code gate.callMicros} (the call's cost on this machine, measured
 * by the script's calibration run), or once in set-up, a share of {@code gate.firstResponseMillis}.
 * Both arrive as fork JVM flags through {@code sdkbench.forks.jvmArgs}.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 20, minForks = 20, precision = 0)
@Steady(forks = 0)
public class GateErrorRatesBench {

    @ClientCase(reference = true)
    void control(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    @ClientCase
    void unchanged(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    @ClientCase
    void perCall3(SdkCase sdk) {
        perCall(sdk, 0.03);
    }

    @ClientCase
    void perCall5(SdkCase sdk) {
        perCall(sdk, 0.05);
    }

    @ClientCase
    void perCall10(SdkCase sdk) {
        perCall(sdk, 0.10);
    }

    @ClientCase
    void setUp5(SdkCase sdk) {
        setUp(sdk, 0.05);
    }

    @ClientCase
    void setUp10(SdkCase sdk) {
        setUp(sdk, 0.10);
    }

    private static void perCall(SdkCase sdk, double share) {
        JdkChatClient client = new JdkChatClient(sdk);
        long nanos = Math.round(Double.parseDouble(System.getProperty("gate.callMicros", "0")) * 1000 * share);
        sdk.measure(() -> {
            BusyWait.spin(nanos);
            return client.chat();
        });
    }

    private static void setUp(SdkCase sdk, double share) {
        BusyWait.spin(Math.round(Double.parseDouble(System.getProperty("gate.firstResponseMillis", "0")) * 1_000_000 * share));
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }
}
