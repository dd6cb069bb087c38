package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.MAINTAINED;

import org.apiguardian.api.API;

/**
 * The one client call a case measures: it sends the request and returns the reply's text, which
 * the harness compares with the expected text after every call.
 */
@FunctionalInterface
@API(status = MAINTAINED, since = "0.1")
public interface ClientCall {

    String call() throws Exception;
}
