package ${package};

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * What ChatClient costs per request, with LM15's protocol (40 forks, 20 warmup and 200 timed calls, a steady
 * block); {@code @Startup}, {@code @Steady}, {@code @Forks} and {@code @Fixture} beside {@code @SdkBenchmark}
 * change it. A quick look: mvn test -Dsdkbench.startup.forks=2 -Dsdkbench.startup.minForks=2 -Dsdkbench.steady.forks=0.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
class ChatBenchmark {

    @ClientCase
    void chat(SdkCase sdk) {                                                    // runs in a fresh, CPU-pinned JVM
        ChatClient client = new ChatClient(sdk.baseUrl(), sdk.apiKey());       // not timed
        sdk.measure(() -> client.chat(sdk.model("gpt-4.1-mini"), sdk.prompt(), sdk.maxTokens()));   // timed
    }
}
