package dev.sdkbench.junit.launch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.junit.samples.GoodClients;

/**
 * The test classpath as the class loaders that hold the benchmark class see it: the console
 * launcher's {@code -jar ... -cp} loads the tests through a URLClassLoader of its own, Surefire and
 * IntelliJ through manifest-only jars, and some launchers through loaders nobody can read.
 */
class TestClasspathTest {

    @TempDir
    Path dir;

    @Test
    void aClassOnALaunchersOwnLoaderBringsThatLoadersEntriesNotTheJvmsClassPath() throws Exception {
        List<String> testEntries = TestClasspath.of(GoodClients.class).entries();
        URL[] urls = new URL[testEntries.size()];
        for (int i = 0; i < urls.length; i++) {
            urls[i] = Path.of(testEntries.get(i)).toUri().toURL();
        }
        // As the console launcher does, but with the platform loader above: the JVM's class path must not be read.
        try (URLClassLoader launcher = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader())) {
            Class<?> benchmark = launcher.loadClass(GoodClients.class.getName());
            assertThat(benchmark.getClassLoader()).isSameAs(launcher);

            assertThat(TestClasspath.of(benchmark).entries()).containsExactlyElementsOf(testEntries);
        }
    }

    @Test
    void everyEntryIsAbsolute() {
        assertThat(TestClasspath.of(GoodClients.class).entries()).isNotEmpty().allMatch(e -> Path.of(e).isAbsolute());
    }

    @Test
    void aManifestOnlyJarStandsForTheEntriesItNames() throws IOException {
        Path lib = Files.createDirectories(dir.resolve("lib"));
        Path absolute = Files.createDirectories(dir.resolve("elsewhere/classes"));
        Path jar = dir.resolve("classpath.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, "lib/a%20b.jar " + absolute.toUri());
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream ignored = new JarOutputStream(out, manifest)) {
            // only the manifest
        }

        assertThat(TestClasspath.expandManifestOnly(jar)).containsExactly(lib.resolve("a b.jar").toString(), absolute.toString());
    }

    @Test
    void aJarWithClassesStandsForItselfWhateverItsManifestNames() throws IOException {
        Path jar = dir.resolve("app.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, "lib/other.jar");
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream zip = new JarOutputStream(out, manifest)) {
            zip.putNextEntry(new ZipEntry("com/example/App.class"));
            zip.write(new byte[] {(byte) 0xCA, (byte) 0xFE});
        }

        assertThat(TestClasspath.expandManifestOnly(jar)).containsExactly(jar.toString());
    }

    @Test
    void aLoaderItCannotReadFailsNamingWhatToChange() throws Exception {
        Class<?> hidden = new OpaqueLoader().define(Opaque.class);

        assertThatThrownBy(() -> TestClasspath.of(hidden)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(Opaque.class.getName() + " is loaded through")
                .hasMessageContaining("whose classpath the extension cannot read")
                .hasMessageContaining("run the tests with their classpath on the JVM's -cp, or on a URLClassLoader");
    }

    /** Defined by {@link OpaqueLoader} in the test. */
    public static final class Opaque {
    }

    /** A launcher's class loader that is no URLClassLoader: it defines classes from bytes. */
    private static final class OpaqueLoader extends ClassLoader {
        OpaqueLoader() {
            super(TestClasspathTest.class.getClassLoader());
        }

        Class<?> define(Class<?> type) throws IOException {
            String resource = type.getName().replace('.', '/') + ".class";
            try (InputStream in = type.getClassLoader().getResourceAsStream(resource)) {
                byte[] bytes = in.readAllBytes();
                return defineClass(type.getName(), bytes, 0, bytes.length);
            }
        }
    }
}
