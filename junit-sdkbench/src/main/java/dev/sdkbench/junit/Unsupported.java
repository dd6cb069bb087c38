package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@link ClientCase} whose SDK cannot do the case's scenario, and says why. No fork runs;
 * the case's test is reported as skipped (aborted) with the reason, and results list the case as
 * {@code UNSUPPORTED}, so that a scenario matrix shows the cell instead of leaving it out.
 *
 * <pre>{@code
 * @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT)
 * @Unsupported("the SDK has no way to send a JSON schema with the request")
 * void structuredOutput(SdkCase sdk) {
 * }
 * }</pre>
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@API(status = EXPERIMENTAL, since = "0.1")
public @interface Unsupported {

    /** Why the SDK cannot do the scenario, for results and the test report. */
    String value();
}
