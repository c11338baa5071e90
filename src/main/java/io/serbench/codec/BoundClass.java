package io.serbench.codec;

import java.util.List;

/**
 * A class to bind at run time, with every concrete class its instances hold: what a library
 * that registers classes (Kryo, Fory) registers, and what an allow-list (Hessian, Java
 * serialization) allows.
 *
 * @param root      the type encoded and decoded
 * @param reachable every concrete class met in the instances' object graphs (root included),
 *                  sorted by name, so registration ids are the same in every JVM
 * @param example   one instance, for a library that generates its code on first use (jsoniter)
 */
public record BoundClass(Class<?> root, List<Class<?>> reachable, Object example) {
    public BoundClass {
        reachable = List.copyOf(reachable);
    }
}
