package dev.sdkbench.junit.samples;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Startup;

/** A team's own case annotation: a case that takes one start-up fork of 6 timed calls, whatever the class says. */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ClientCase
@Startup(forks = 1, minForks = 1, requests = 6)
public @interface QuickCase {
}
