package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import dev.sdkbench.junit.settings.Defaults;

/**
 * A size ladder per case: steady forks whose every reply is a text of a set size, so that a case's µs and bytes
 * allocated per call show how its cost grows with the reply. A plain case runs the payload ladder ({@link #replyKiB()}:
 * each reply a text of N KiB), a streaming case the stream ladder ({@link #streamChunks()}: each reply a stream of N
 * deltas), in the case's own dialect, with no change to the case: the fixture answers its usual request with the
 * sized text, and every reply is checked against the whole text. Each size runs {@link #forks()} steady forks of the
 * case's {@code @Steady} protocol after its planned forks; the results give each fork's point and the slopes (µs and
 * bytes per KiB, per chunk) with their intervals. Off by default: a class or case without {@code @Sizes} (and
 * without {@code sdkbench.sizes.*}) runs no sized fork.
 *
 * <p>On a benchmark class, on a {@link ClientCase} method, or on a team's own annotation that carries it. Each element is
 * taken from the first that sets it: the configuration parameter {@code sdkbench.sizes.<element>}, the method's
 * {@code @Sizes}, the class's, then the default in {@link Defaults}; an element left at its blank ({@link Unset#NUMBER},
 * an empty list) is unset. A ladder applies to the cases of its kind; a ladder no case of the class can run is refused.
 */
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@API(status = EXPERIMENTAL, since = "0.1")
public @interface Sizes {

    /**
     * The payload ladder of a plain case: each step's reply text, in KiB ({@code sdkbench.sizes.replyKiB},
     * comma-separated), e.g. {@code {0, 10, 100, 1000}}; 0 is the ordinary six-character reply. Each 0 to 4096, no size
     * twice; a slope needs two sizes or more (one gives its points alone); empty is unset.
     */
    int[] replyKiB() default {};

    /**
     * The stream ladder of a streaming case: each step's text deltas, six characters each
     * ({@code sdkbench.sizes.streamChunks}, comma-separated), e.g. {@code {10, 100, 1000, 10000}}. Each 1 to 100,000,
     * no count twice; empty is unset.
     */
    int[] streamChunks() default {};

    /**
     * Steady forks per size ({@code sdkbench.sizes.forks}); default {@value Defaults#SIZES_FORKS}. 0 runs none (a case
     * kept out of its class's ladder); a count set on the method is the case's ceiling.
     */
    int forks() default Unset.NUMBER;
}
