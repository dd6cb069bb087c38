package dev.sdkbench.junit.fork;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

import dev.sdkbench.junit.link.ForkSpec;

/**
 * The class loader of a pair fork's baseline side: the JDK's classes first, as any class loader's,
 * then the baseline's case entries and the benchmark's classes, before the JVM's class path, so that
 * the case method links to the baseline's build of the SDK while the JVM's own classes hold the
 * candidate's. Of the JVM's class path it sees only the shared entries (this library's API,
 * {@code SdkCase} and {@code ClientCall} above all, which both sides hand to the one call loop); a
 * class or resource of the candidate's entries stays out of reach, as it would in a JVM of the
 * baseline's own.
 */
final class SideLoader extends URLClassLoader {

    static {
        ClassLoader.registerAsParallelCapable();
    }

    private static final ClassLoader PLATFORM = ClassLoader.getPlatformClassLoader();

    private final List<String> shared;

    /**
     * @param own    the entries loaded child-first
     * @param shared the JVM class path's entries whose classes and resources are taken from it
     */
    SideLoader(List<String> own, List<String> shared) {
        super("sdkbench-baseline", urls(own), ClassLoader.getSystemClassLoader());
        this.shared = shared.stream().map(SideLoader::normal).toList();
    }

    /** The loader a pair fork's spec asks for. */
    static SideLoader of(ForkSpec.Partner partner) {
        return new SideLoader(split(partner.loaderClasspath()), split(partner.sharedClasspath()));
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                loaded = ownOrJdk(name);
            }
            if (loaded == null) {
                loaded = fromParent(name);
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }

    /** The JDK's class of that name, else the side's own, else {@code null}. */
    private Class<?> ownOrJdk(String name) {
        try {
            return PLATFORM.loadClass(name);
        } catch (ClassNotFoundException e) {
            // not the JDK's
        }
        try {
            return findClass(name);
        } catch (ClassNotFoundException e) {
            return null; // not the side's own: a shared entry's, or nobody's
        }
    }

    /** A class of a shared entry; one of the candidate's entries is not found. */
    private Class<?> fromParent(String name) throws ClassNotFoundException {
        Class<?> type = getParent().loadClass(name);
        if (type.getClassLoader() != getParent() || isShared(location(type))) {
            return type;
        }
        throw new ClassNotFoundException(name + " is on the candidate's classpath only, not the baseline's");
    }

    @Override
    public URL getResource(String name) {
        URL jdk = PLATFORM.getResource(name);
        if (jdk != null) {
            return jdk;
        }
        URL own = findResource(name);
        if (own != null) {
            return own;
        }
        URL parent = getParent().getResource(name);
        return parent != null && isSharedResource(parent) ? parent : null;
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        List<URL> all = new ArrayList<>(Collections.list(PLATFORM.getResources(name)));
        all.addAll(Collections.list(findResources(name)));
        for (URL url : Collections.list(getParent().getResources(name))) {
            if (isSharedResource(url) && !all.contains(url)) {
                all.add(url);
            }
        }
        return Collections.enumeration(all);
    }

    /** A resource of the JDK ({@code jrt:}) or of a shared entry ({@code file:} in it, {@code jar:file:...!/}). */
    private boolean isSharedResource(URL url) {
        String text = url.toString();
        if (text.startsWith("jrt:")) {
            return true;
        }
        int bang = text.indexOf("!/");
        String container = text.startsWith("jar:") && bang > 0 ? text.substring(4, bang) : text;
        try {
            String path = normal(Path.of(new URL(container).toURI()).toString());
            return shared.stream().anyMatch(s -> path.equals(s) || path.startsWith(s + File.separator));
        } catch (MalformedURLException | java.net.URISyntaxException | IllegalArgumentException e) {
            return false;
        }
    }

    private boolean isShared(String location) {
        return location != null && shared.contains(location);
    }

    private static String location(Class<?> type) {
        var source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return null;
        }
        try {
            return normal(Path.of(source.getLocation().toURI()).toString());
        } catch (java.net.URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }

    private static String normal(String entry) {
        return Path.of(entry).toAbsolutePath().normalize().toString();
    }

    private static List<String> split(String classpath) {
        return java.util.Arrays.stream(classpath.split(File.pathSeparator)).filter(e -> !e.isEmpty()).toList();
    }

    private static URL[] urls(List<String> entries) {
        URL[] urls = new URL[entries.size()];
        for (int i = 0; i < urls.length; i++) {
            try {
                urls[i] = Path.of(entries.get(i)).toUri().toURL();
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("the baseline's classpath entry " + entries.get(i) + " is no URL", e);
            }
        }
        return urls;
    }
}
