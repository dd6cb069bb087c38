package dev.sdkbench.junit.fork;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

import dev.sdkbench.junit.SdkCase;

/**
 * One case method, found and called without JUnit: {@code void name(SdkCase)} on a fresh instance
 * made by the class's no-arg constructor. Package-private classes, constructors and methods are
 * fine, as in JUnit 5.
 *
 * <p>Core reflection, not method handles: the first {@code MethodHandle.invoke} spins LambdaForm
 * classes, ~20 ms before the first response on one CPU, while a reflective call runs through the
 * JVM's native accessor for its first calls and spins nothing. The price: {@code getDeclaredMethod}
 * loads (does not initialise) the parameter types of every method the class declares, JUnit's
 * included when it has ordinary tests too.
 */
final class CaseMethod {

    private final Class<?> testClass;
    private final String name;
    private final Constructor<?> constructor;
    private final Method method;

    private CaseMethod(Class<?> testClass, String name, Constructor<?> constructor, Method method) {
        this.testClass = testClass;
        this.name = name;
        this.constructor = constructor;
        this.method = method;
    }

    /**
     * Finds the method; the class is loaded but not initialised, so static initialisers run in
     * {@link #newInstance} and fail there like any other setup code.
     *
     * @throws CaseSetupException with a message that says what to change
     */
    static CaseMethod find(String className, String methodName, ClassLoader loader) throws CaseSetupException {
        Class<?> testClass;
        try {
            testClass = Class.forName(className, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new CaseSetupException("benchmark class " + className + " could not be loaded in the fork ("
                    + Describe.headline(e) + "); it must be on the test class path under its binary name (Outer$Inner for nested classes)");
        }
        Constructor<?> constructor = constructor(testClass);
        Method method = instanceMethod(testClass, methodName);
        if (method == null) {
            throw new CaseSetupException(explainMissing(testClass, methodName));
        }
        try {
            constructor.setAccessible(true);
            method.setAccessible(true);
        } catch (RuntimeException e) {
            throw new CaseSetupException(className + " is not accessible to the fork (" + Describe.headline(e)
                    + "); open its package to junit-sdkbench or keep it on the class path instead of the module path");
        }
        return new CaseMethod(testClass, methodName, constructor, method);
    }

    /** {@code Outer$Inner.name(SdkCase)}, as failure messages name the case. */
    String displayName() {
        return testClass.getName().substring(testClass.getName().lastIndexOf('.') + 1) + "." + name + "(SdkCase)";
    }

    /** {@code new Outer$Inner()}, as failure messages name the constructor call. */
    String constructorName() {
        return "new " + testClass.getName().substring(testClass.getName().lastIndexOf('.') + 1) + "()";
    }

    /** A fresh instance; runs static initialisers first. Whatever they throw is passed on unchanged. */
    Object newInstance() throws Throwable {
        try {
            return constructor.newInstance();
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /** Calls the case method; whatever it throws is passed on unchanged. */
    void invoke(Object instance, SdkCase sdk) throws Throwable {
        try {
            method.invoke(instance, sdk);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private static Constructor<?> constructor(Class<?> testClass) throws CaseSetupException {
        if (Modifier.isAbstract(testClass.getModifiers()) || testClass.isInterface()) {
            throw new CaseSetupException(testClass.getName() + " is abstract; name a concrete benchmark class");
        }
        try {
            return testClass.getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            boolean inner = testClass.getEnclosingClass() != null && !Modifier.isStatic(testClass.getModifiers());
            throw new CaseSetupException(testClass.getName() + " has no no-arg constructor, which a fork needs to make an instance"
                    + (inner ? "; it is an inner (@Nested) class: make it a static nested or top-level class" : "; add one"));
        }
    }

    /** {@code void name(SdkCase)}, not static, declared by the class or a superclass; {@code null} if none. */
    private static Method instanceMethod(Class<?> testClass, String methodName) {
        for (Class<?> c = testClass; c != null && c != Object.class; c = c.getSuperclass()) {
            try {
                Method m = c.getDeclaredMethod(methodName, SdkCase.class);
                return m.getReturnType() == void.class && !Modifier.isStatic(m.getModifiers()) ? m : null;
            } catch (NoSuchMethodException e) {
                // look in the superclass
            }
        }
        try {
            // A public default method of an interface.
            Method m = testClass.getMethod(methodName, SdkCase.class);
            return m.getReturnType() == void.class && !Modifier.isStatic(m.getModifiers()) ? m : null;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static String explainMissing(Class<?> testClass, String methodName) {
        List<String> sameName = new ArrayList<>();
        boolean isStatic = false;
        try {
            for (Class<?> c = testClass; c != null && c != Object.class; c = c.getSuperclass()) {
                for (Method m : c.getDeclaredMethods()) {
                    if (m.getName().equals(methodName)) {
                        sameName.add(signature(m));
                        isStatic |= Modifier.isStatic(m.getModifiers()) && m.getParameterCount() == 1
                                && m.getParameterTypes()[0] == SdkCase.class;
                    }
                }
            }
        } catch (LinkageError e) {
            // Explaining is best effort; the missing method is the message.
        }
        String wanted = testClass.getName() + " has no method void " + methodName + "(SdkCase)";
        if (isStatic) {
            return wanted + " that is not static; make " + methodName + " an instance method";
        }
        if (sameName.isEmpty()) {
            return wanted + "; check the case name (it is the method's name, taking one SdkCase and returning void)";
        }
        return wanted + "; found " + String.join(", ", sameName) + ": take exactly one SdkCase parameter and return void";
    }

    private static String signature(Method m) {
        StringBuilder s = new StringBuilder(Modifier.isStatic(m.getModifiers()) ? "static " : "")
                .append(m.getReturnType().getSimpleName()).append(' ').append(m.getName()).append('(');
        Class<?>[] types = m.getParameterTypes();
        for (int i = 0; i < types.length; i++) {
            s.append(i == 0 ? "" : ", ").append(types[i].getSimpleName());
        }
        return s.append(')').toString();
    }

    /** The case could not even be found or made; the message says what to change. */
    static final class CaseSetupException extends Exception {
        private static final long serialVersionUID = 1L;

        CaseSetupException(String message) {
            super(message, null, false, false);
        }
    }
}
