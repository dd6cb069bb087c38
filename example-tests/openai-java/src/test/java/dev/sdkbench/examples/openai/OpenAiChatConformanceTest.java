package dev.sdkbench.examples.openai;

import com.openai.client.OpenAIClient;
import com.openai.core.http.StreamResponse;
import com.openai.models.chat.completions.ChatCompletion;
import com.openai.models.chat.completions.ChatCompletionChunk;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import com.openai.models.chat.completions.ChatCompletionStreamOptions;
import com.openai.models.completions.CompletionUsage;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** openai-java Chat Completions: {@code POST /v1/chat/completions}. */
class OpenAiChatConformanceTest extends OpenAiTestBase {

    private static ChatCompletionCreateParams.Builder params() {
        return ChatCompletionCreateParams.builder().model(MODEL).addUserMessage(PROMPT).maxCompletionTokens(MAX_TOKENS);
    }

    @Test
    void nonStreaming() {
        assertCompletion(client);
    }

    @Test
    void nonStreamingWithResponseValidation() {
        assertCompletion(validatingClient);
    }

    private void assertCompletion(OpenAIClient client) {
        ChatCompletion completion = client.chat().completions().create(params().build());
        CompletionUsage usage = completion.usage().orElseThrow();
        assertHello(completion.choices().get(0).message().content().orElse(null),
                usage.promptTokens(), usage.completionTokens());
    }

    @Test
    void streaming() {
        ChatCompletionCreateParams request = params()
                .streamOptions(ChatCompletionStreamOptions.builder().includeUsage(true).build())
                .build();
        List<ChatCompletionChunk> chunks = withDeadline(() -> {
            try (StreamResponse<ChatCompletionChunk> stream = client.chat().completions().createStreaming(request)) {
                return stream.stream().collect(Collectors.toList());
            }
        });
        String text = chunks.stream()
                .flatMap(chunk -> chunk.choices().stream())
                .map(choice -> choice.delta().content().orElse(""))
                .collect(Collectors.joining());
        Optional<CompletionUsage> usage = chunks.stream()
                .map(ChatCompletionChunk::usage).flatMap(Optional::stream)
                .reduce((first, last) -> last);
        assertHello(text, usage.map(CompletionUsage::promptTokens).orElse(null),
                usage.map(CompletionUsage::completionTokens).orElse(null));
    }
}
