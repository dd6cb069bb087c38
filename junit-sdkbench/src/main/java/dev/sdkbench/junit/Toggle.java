package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * An on/off setting of an annotation, {@code @Forks(pin = Toggle.OFF)}. A {@code boolean} element has
 * no value that means "not set here", so it would always override the class's annotation and the
 * engine's default; {@link #DEFAULT} is that value. Its configuration parameter takes {@code true} or
 * {@code false}.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public enum Toggle {
    /** Not set here: the next source decides (the class's annotation, then the engine's default); see {@link Unset}. */
    DEFAULT,
    /** On, as the configuration parameter's {@code true}. */
    ON,
    /** Off, as the configuration parameter's {@code false}. */
    OFF
}
