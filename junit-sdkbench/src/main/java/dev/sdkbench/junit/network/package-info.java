/**
 * Where each worker's fixture runs and what network its forks see: an {@link dev.sdkbench.junit.network.Isolation}
 * decided once per run, and the {@link dev.sdkbench.junit.network.WorkerFixture} it starts per worker.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.network;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
