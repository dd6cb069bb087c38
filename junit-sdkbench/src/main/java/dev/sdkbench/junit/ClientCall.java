package dev.sdkbench.junit;

/**
 * The one client call a case measures: it sends the request and returns the reply's text, which
 * the harness compares with the expected text after every call.
 */
@FunctionalInterface
public interface ClientCall {

    String call() throws Exception;
}
