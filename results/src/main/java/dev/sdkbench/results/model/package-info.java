/**
 * The results file as records, and many files as one {@code Report}: what a tool reading {@code results.json}
 * relies on. The
 * schema, field by field, is the module's {@code SCHEMA.md}; a field is added without a new schema version, so
 * readers keep
 * what they do not know in each record's {@code extra}.
 */
@API(status = EXPERIMENTAL)
package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;
