package io.serbench.model;

/** An image of a {@link MediaContent}; {@code title} may be absent (null). */
public final class Image {
    public String uri;
    /** May be absent. */
    public String title;
    public int width;
    public int height;
    public ImageSize size;
}
