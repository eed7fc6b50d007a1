/**
 * {@link dev.keyway.runtime.key.Key}, the typed primary key of one item that generated {@code XKeys}
 * build and every batch, transaction and key-taking read or delete takes. Keys as text: a key
 * template ({@code ORDER#<orderId>}) and its parts, the documented encoding of each component type
 * ({@link dev.keyway.runtime.key.KeyCodec}), the formats that adopt keys other code wrote
 * ({@code @KeyFormat}: raw, padded, cased, ISO-8601 instants, converters), and
 * {@link dev.keyway.runtime.key.StoredKeys} for code that checks or repairs stored keys. The per-kind
 * parts are package-private; generated schemas hold them as {@link dev.keyway.runtime.key.KeyPart}s.
 */
package dev.keyway.runtime.key;
