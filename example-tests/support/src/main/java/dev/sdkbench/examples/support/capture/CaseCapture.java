package dev.sdkbench.examples.support.capture;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

import dev.sdkbench.fixture.Recording;
import dev.sdkbench.junit.SdkCase;

/**
 * Runs a {@code @ClientCase} method as a sdkbench fork does (a fresh instance from the class's
 * no-arg constructor, the method called reflectively, package-private allowed) with a
 * {@link CapturingSdkCase}, and returns the call it handed to {@code sdk.measure}: what another
 * harness (JMH) then times, so that it and sdkbench differ only in the harness.
 *
 * <p>Whatever the case method does after {@code sdk.measure} returns runs here before the first
 * call rather than after the last; the cases this is used for do nothing after it.
 */
public final class CaseCapture {

    /** The system property that names the fixture's base URL, {@code http://127.0.0.1:<port>}. */
    public static final String BASE_URL_PROPERTY = "sdkbench.jmh.baseUrl";

    private CaseCapture() {
    }

    /** Captures {@code benchmark.method(SdkCase)} against the fixture named by {@value #BASE_URL_PROPERTY}. */
    public static CapturedCall capture(String className, String method) throws Exception {
        return capture(Class.forName(className, true, CaseCapture.class.getClassLoader()), method, baseUrl());
    }

    /** Captures {@code benchmark.method(SdkCase)} against the fixture named by {@value #BASE_URL_PROPERTY}. */
    public static CapturedCall capture(Class<?> benchmark, String method) throws Exception {
        return capture(benchmark, method, baseUrl());
    }

    /** Captures {@code benchmark.method(SdkCase)} against the fixture at {@code baseUrl}. */
    public static CapturedCall capture(Class<?> benchmark, String method, String baseUrl) throws Exception {
        String name = benchmark.getSimpleName() + "." + method;
        Recording recording = Recording.lm15();
        CapturingSdkCase sdk = new CapturingSdkCase(baseUrl, recording);
        Constructor<?> constructor = benchmark.getDeclaredConstructor();
        Method caseMethod = benchmark.getDeclaredMethod(method, SdkCase.class);
        constructor.setAccessible(true);
        caseMethod.setAccessible(true);
        try {
            caseMethod.invoke(constructor.newInstance(), sdk);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw cause instanceof Exception exception ? exception : new IllegalStateException(name + " failed", cause);
        }
        if (sdk.measureCalls() != 1 || sdk.call() == null) {
            throw new IllegalStateException(name + " called sdk.measure(...) " + sdk.measureCalls()
                    + " times" + (sdk.call() == null ? " with no call" : "") + "; a captured case calls it exactly once");
        }
        return new CapturedCall(name, sdk.call(), recording.text());
    }

    /** The fixture's base URL from {@value #BASE_URL_PROPERTY}, without a trailing slash. */
    public static String baseUrl() {
        String url = System.getProperty(BASE_URL_PROPERTY);
        if (url == null || url.isBlank()) {
            throw new IllegalStateException("-D" + BASE_URL_PROPERTY + " is not set: start the fixture (java -jar"
                    + " fixture-undertow-*-standalone.jar prints its base URL) and pass it, e.g. with JMH's"
                    + " -jvmArgsAppend -D" + BASE_URL_PROPERTY + "=http://127.0.0.1:<port>");
        }
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
