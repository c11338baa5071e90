package com.example.shop;

/** Where an {@link Order} is. */
public enum Status {
    PLACED, PAID, SHIPPED, DELIVERED, CANCELLED
}
