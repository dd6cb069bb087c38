package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import dev.sdkbench.junit.samples.JdkChatClient;

/** Suite members' modules on disk, as a reactor's earlier modules leave them: a suite's tests compile them before it runs. */
final class MemberModules {

    private MemberModules() {
    }

    /**
     * Compiles one member class into {@code <root>/module-<name>/target/test-classes}, with its classpath file
     * (a library folder of its own and the samples' JDK clients) and its library.
     */
    static void compile(Path root, String name, String library, String source) throws Exception {
        Path module = root.resolve("module-" + name);
        Path sources = module.resolve("src");
        Path classes = module.resolve("target/test-classes");
        Path own = Files.createDirectories(module.resolve("lib-" + name)).toAbsolutePath();
        Files.createDirectories(classes);
        String className = name.substring(0, 1).toUpperCase() + name.substring(1) + "Benchmark";
        Path file = Files.createDirectories(sources.resolve("dev/sdkbench/suite/" + name)).resolve(className + ".java");
        Files.writeString(file, source);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int exit = javac.run(null, null, null, "-d", classes.toString(), "-cp", System.getProperty("java.class.path"), file.toString());
        assertThat(exit).as("javac of %s", className).isZero();
        // The samples' JDK clients, which the member calls, as a library of the module's own.
        String client = Path.of(JdkChatClient.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        Files.writeString(module.resolve("target/sdk-classpath.txt"), own + File.pathSeparator + client);
        Files.writeString(module.resolve("target/sdkbench-module.properties"), "library=" + library + "\n");
    }
}
