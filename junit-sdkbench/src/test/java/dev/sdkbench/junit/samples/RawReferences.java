package dev.sdkbench.junit.samples;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** The raw JDK client other classes are read against (sdkbench.referenceClasses), as example-tests' floor is. */
@SdkBenchmark(dialect = Dialect.CHAT)
public class RawReferences {

    @ClientCase
    void rawChat(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    @ClientCase(stream = true)
    void rawChatStream(SdkCase sdk) {
        JdkChatStreamClient client = new JdkChatStreamClient(sdk);
        sdk.measureStream(client::stream);
    }
}
