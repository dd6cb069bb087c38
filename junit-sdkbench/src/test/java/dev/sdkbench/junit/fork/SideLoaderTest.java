package dev.sdkbench.junit.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.samples.JdkChatClient;

/**
 * A baseline side's class loader in a pair fork: its own entries before the JVM's class path, the
 * harness's API shared, the candidate's entries (here: this test's other jars, AssertJ) out of reach.
 */
class SideLoaderTest {

    private static final String TEST_CLASSES = location(JdkChatClient.class);
    private static final String HARNESS = location(SdkCase.class);

    @Test
    void loadsItsOwnEntriesFirstAndSharesTheHarnessAndTheJdk() throws Exception {
        try (SideLoader loader = new SideLoader(List.of(TEST_CLASSES), List.of(HARNESS))) {
            Class<?> own = loader.loadClass(JdkChatClient.class.getName());
            assertThat(own).as("a copy of its own, though the JVM's class path has it too").isNotSameAs(JdkChatClient.class);
            assertThat(own.getClassLoader()).isSameAs(loader);
            assertThat(loader.loadClass(SdkCase.class.getName())).as("the harness's API, shared").isSameAs(SdkCase.class);
            assertThat(loader.loadClass("java.net.http.HttpClient")).isSameAs(java.net.http.HttpClient.class);
            assertThat(Path.of(loader.getResource(JdkChatClient.class.getName().replace('.', '/') + ".class").toURI()))
                    .startsWith(Path.of(TEST_CLASSES));
        }
    }

    @Test
    void keepsTheCandidatesEntriesOutOfReachAsAJvmOfItsOwnWould() throws IOException {
        try (SideLoader loader = new SideLoader(List.of(TEST_CLASSES), List.of(HARNESS))) {
            assertThatThrownBy(() -> loader.loadClass("org.assertj.core.api.Assertions")).isInstanceOf(ClassNotFoundException.class)
                    .hasMessageContaining("candidate's classpath only");
            assertThat(loader.getResource("org/assertj/core/api/Assertions.class")).isNull();
            assertThat(java.util.Collections.list(loader.getResources("org/assertj/core/api/Assertions.class"))).isEmpty();
        }
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
