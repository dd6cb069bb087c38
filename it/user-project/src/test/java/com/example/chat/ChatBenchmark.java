package com.example.chat;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Fixture;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.junit.Toggle;

/**
 * What ChatClient costs per request. Small enough for CI, which checks that it runs rather than what it
 * measures: one fork, a few calls, no steady block, unpinned (no waiting for another build's CPUs).
 * Drop the settings to get LM15's protocol.
 */
@SdkBenchmark(dialect = Dialect.CHAT, library = "user-project ChatClient")
@Startup(forks = 1, warmup = 2, requests = 5)
@Steady(forks = 0)
@Forks(pin = Toggle.OFF)
@Fixture(warmup = 0)
class ChatBenchmark {

    @ClientCase
    void chat(SdkCase sdk) {
        ChatClient client = new ChatClient(sdk.baseUrl(), sdk.apiKey());
        sdk.measure(() -> client.chat(sdk.model("gpt-4.1-mini"), sdk.prompt(), sdk.maxTokens()));
    }
}
