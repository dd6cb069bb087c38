package com.example.trial;

import com.example.toy.ToyChatClient;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** What one chat call of the toy SDK costs, at the engine's defaults: the gate decides how many rounds it needs. */
@SdkBenchmark(dialect = Dialect.CHAT, library = "toy-sdk")
class ToyChatBenchmark {

    @ClientCase
    void toyChat(SdkCase sdk) {
        ToyChatClient client = new ToyChatClient(sdk.baseUrl(), sdk.apiKey());
        sdk.measure(() -> client.chat(sdk.model("gpt-4.1-mini"), sdk.prompt(), sdk.maxTokens()));
    }
}
