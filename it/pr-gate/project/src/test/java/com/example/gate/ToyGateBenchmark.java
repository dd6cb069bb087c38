package com.example.gate;

import com.example.toy.ToyChatClient;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** One chat call of the toy SDK, on the head version and on the baseline the command line names. */
@SdkBenchmark(dialect = Dialect.CHAT, library = "toy-sdk")
class ToyGateBenchmark {

    @ClientCase
    void toyChat(SdkCase sdk) {
        ToyChatClient client = new ToyChatClient(sdk.baseUrl(), sdk.apiKey());
        sdk.measure(() -> client.chat(sdk.model("gpt-4.1-mini"), sdk.prompt(), sdk.maxTokens()));
    }
}
