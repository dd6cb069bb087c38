package dev.sdkbench.examples.springai.bedrock;

import org.springframework.ai.bedrock.converse.BedrockProxyChatModel;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;

import dev.sdkbench.examples.springai.SpringAiScenarioCases;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** Spring AI's BedrockProxyChatModel.call(): Converse through the AWS SDK's sync client (apache-client), SigV4-signed. */
@SdkBenchmark
class SpringAiBedrockBenchmark {

    @ClientCase(dialect = Dialect.BEDROCK_CONVERSE)
    void springAiBedrock(SdkCase sdk) {
        BedrockProxyChatModel model = SpringAiBedrockModels.model(sdk.baseUrl(), sdk.apiKey(),
                SpringAiBedrockModels.options(sdk.model(SpringAiBedrockModels.MODEL), sdk.maxTokens()).build(),
                SpringAiBedrockModels.noRetries());
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> {
            ChatResponse response = model.call(prompt);
            return SpringAiScenarioCases.usage(sdk, response.getResult().getOutput().getText(), response);
        });
    }
}
