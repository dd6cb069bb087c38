package dev.sdkbench.junit.samples;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import dev.sdkbench.junit.ClientCase;

/** A team's own case annotation: a case that takes one start-up fork, whatever the class says. */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ClientCase(forks = 1)
public @interface QuickCase {
}
