/**
 * Reading and writing results files: {@link dev.sdkbench.results.json.ResultsReader} and
 * {@link dev.sdkbench.results.json.ResultsFiles}, which a tool may call, say so with their own {@code @API} status;
 * the
 * writer and the field codec are the engine's and the reports'.
 */
@API(status = INTERNAL)
package dev.sdkbench.results.json;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
