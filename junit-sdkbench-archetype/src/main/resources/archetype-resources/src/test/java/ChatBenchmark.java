package ${package};

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * What ChatClient costs per request, with LM15's protocol (40 forks, 20 warmup and 200 timed calls, a steady
 * block). A quick look: mvn test -Dsdkbench.forks=2 -Dsdkbench.minForks=2 -Dsdkbench.steady=false.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
class ChatBenchmark {

    @ClientCase
    void chat(SdkCase sdk) {                                                    // runs in a fresh, CPU-pinned JVM
        ChatClient client = new ChatClient(sdk.baseUrl(), sdk.apiKey());       // not timed
        sdk.measure(() -> client.chat(sdk.model("gpt-4.1-mini"), sdk.prompt(), sdk.maxTokens()));   // timed
    }
}
