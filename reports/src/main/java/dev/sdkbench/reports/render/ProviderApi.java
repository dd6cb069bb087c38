package dev.sdkbench.reports.render;

import java.util.Arrays;
import java.util.Optional;

/**
 * The provider APIs the fixture speaks, by the fixture dialect a case names in its settings, each with the name its
 * users know it by (a table's title) and its short name (a row's, beside the library: {@code Chat}, {@code Messages}),
 * in the order the headline's tables come. One list, so that a chart's rows and a table's titles never disagree. A
 * dialect not listed here (a newer file's) is shown by its id, after these.
 */
public enum ProviderApi {
    CHAT("chat", "OpenAI Chat Completions", "Chat"),
    RESPONSES("responses", "OpenAI Responses", "Responses"),
    ANTHROPIC("anthropic", "Anthropic Messages", "Messages"),
    GEMINI("gemini", "Gemini generateContent", "GenerateContent"),
    OLLAMA("ollama", "Ollama chat", "Ollama chat"),
    BEDROCK_CONVERSE("bedrock-converse", "Amazon Bedrock Converse", "Converse"),
    BEDROCK_INVOKE("bedrock-invoke", "Amazon Bedrock InvokeModel (Anthropic Messages)", "InvokeModel");

    private final String dialect;
    private final String title;
    private final String shortName;

    ProviderApi(String dialect, String title, String shortName) {
        this.dialect = dialect;
        this.title = title;
        this.shortName = shortName;
    }

    /** The API of a fixture dialect, if it is one of these. */
    public static Optional<ProviderApi> of(String dialect) {
        return Arrays.stream(values()).filter(a -> a.dialect.equals(dialect)).findFirst();
    }

    /** The table's title for a dialect: the API's name, or the dialect's id for one not listed. */
    public static String title(String dialect) {
        return of(dialect).map(a -> a.title).orElse(dialect);
    }

    /** A row's name for a dialect: the API's short name, or the dialect's id for one not listed. */
    public static String shortName(String dialect) {
        return of(dialect).map(a -> a.shortName).orElse(dialect);
    }

    /** Where the dialect's table comes: in the order listed, any other after them. */
    public static int order(String dialect) {
        return of(dialect).map(Enum::ordinal).orElse(values().length);
    }

    public String dialect() {
        return dialect;
    }

    public String title() {
        return title;
    }
}
