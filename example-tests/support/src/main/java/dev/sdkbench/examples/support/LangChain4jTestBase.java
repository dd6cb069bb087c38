package dev.sdkbench.examples.support;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.http.client.HttpClientBuilder;
import dev.langchain4j.http.client.jdk.JdkHttpClient;
import dev.langchain4j.model.chat.StreamingChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.chat.response.StreamingChatResponseHandler;
import dev.langchain4j.model.output.TokenUsage;
import java.net.http.HttpClient;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/** LangChain4j helpers: the two HTTP stacks under test, a deadline-bound streaming call, and the common checks. */
public abstract class LangChain4jTestBase extends FixtureTestBase {

    protected static final ChatRequest REQUEST = ChatRequest.builder().messages(UserMessage.from(PROMPT)).build();

    /** The HTTP stack a model is built with. */
    public enum Transport {
        /** The builder's own: a JDK HttpClient at HTTP/2, so each plain-HTTP request asks for {@code upgrade: h2c}. */
        DEFAULT(1),
        /** A JDK HttpClient forced to HTTP/1.1: no upgrade headers. */
        HTTP_1_1(0);

        final long h2cUpgrades;

        Transport(long h2cUpgrades) {
            this.h2cUpgrades = h2cUpgrades;
        }

        /** Passes this transport to a model builder's {@code httpClientBuilder} setter; DEFAULT leaves it unset. */
        public void applyTo(Consumer<HttpClientBuilder> httpClientBuilderSetter) {
            if (this == HTTP_1_1) {
                httpClientBuilderSetter.accept(JdkHttpClient.builder()
                        .httpClientBuilder(HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)));
            }
        }
    }

    /** The concatenated partial responses of a streaming call, and its final response. */
    protected record Streamed(String text, ChatResponse response) {
    }

    /** Streams {@link #REQUEST} under the harness deadline (LangChain4j Anthropic hangs on a bad stream). */
    protected static Streamed stream(StreamingChatModel model) {
        return withDeadline(() -> {
            StringBuilder text = new StringBuilder();
            CompletableFuture<ChatResponse> done = new CompletableFuture<>();
            model.chat(REQUEST, new StreamingChatResponseHandler() {
                @Override
                public void onPartialResponse(String partialResponse) {
                    text.append(partialResponse);
                }

                @Override
                public void onCompleteResponse(ChatResponse response) {
                    done.complete(response);
                }

                @Override
                public void onError(Throwable error) {
                    done.completeExceptionally(error);
                }
            });
            ChatResponse response = done.get();   // completion happens-after every partial response
            return new Streamed(text.toString(), response);
        });
    }

    protected void assertHello(String text, ChatResponse response, Transport transport) {
        TokenUsage usage = response.tokenUsage();
        assertHello(text, usage == null ? null : usage.inputTokenCount(), usage == null ? null : usage.outputTokenCount());
        assertThat(fixture.counters().h2cUpgrades())
                .as("requests asking for upgrade: h2c with the %s transport", transport)
                .isEqualTo(transport.h2cUpgrades);
    }
}
