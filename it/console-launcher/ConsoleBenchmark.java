package com.example.chat;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * it/console-launcher/run.sh runs this class through the JUnit console launcher with only {@code chat}
 * selected: {@code other} must not fork. The protocol comes from -Dsdkbench.* on the command line.
 */
@SdkBenchmark(dialect = Dialect.CHAT, library = "console-launcher ChatClient")
class ConsoleBenchmark {

    @ClientCase
    void chat(SdkCase sdk) {
        ChatClient client = new ChatClient(sdk.baseUrl(), sdk.apiKey());
        sdk.measure(() -> client.chat(sdk.model("gpt-4.1-mini"), sdk.prompt(), sdk.maxTokens()));
    }

    @ClientCase(dialect = Dialect.NONE)
    void other(SdkCase sdk) {
        sdk.measure(() -> "Hello.");
    }
}
