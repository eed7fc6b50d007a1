package dev.keyway.it.canonical;

/** A label's tag; its key converter writes it in lower case, which loses the case of {@code Red}. */
public record Tag(String name) {
}
